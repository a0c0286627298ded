import { z } from 'zod';
import { newPasswordField } from './admin-users';
import { requiredText, text } from './primitives';

/** Own profile (spec 01 sections 2.8, 5, 8 "Change password" and "Profile update"). */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  passwordChanged: 'Password changed successfully',
  passwordFailed: 'Failed to change password',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  mismatch: 'New passwords do not match',
  confirmMismatch: 'Passwords do not match',
  oldRequired: 'Current password is required',
  confirmRequired: 'Please confirm the new password',
  oldWrong: 'The current password is incorrect',
} as const;

const M = PROFILE_MESSAGES;

/** PUT /users/me. */
export const profileUpdateRequest = z.object({
  first_name: requiredText(M.firstNameRequired, 100),
  last_name: requiredText(M.lastNameRequired, 100),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** PUT /users/me/change-password. The caller's own sign-in survives; every other one of the user ends. */
export const changePasswordRequest = z.object({
  old_password: text(200).min(1, M.oldRequired),
  new_password: newPasswordField(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The Change Password dialog: the request fields plus the confirmation, which must match. */
export const changePasswordForm = z
  .object({
    old_password: z.string().min(1, M.oldRequired),
    new_password: newPasswordField(),
    confirm_password: z.string().min(1, M.confirmRequired),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: M.confirmMismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
