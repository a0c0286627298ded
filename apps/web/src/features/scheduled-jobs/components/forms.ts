import { checkCron, invalidCronDetail } from '@marketdesk/contracts/cron';
import { type CronJobRow, scheduleChange } from '@marketdesk/contracts/scheduled-jobs';
import type { Control, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { parseJsonField, prettyJson } from './job-model';

/**
 * The dialogs' forms: what is typed (text) and what is sent (the contract's body). A JSON field is checked and
 * read by parseJsonField; its error is the spec's sentence with what the parser said on a second line.
 */
const jsonText = <S extends 'array' | 'object'>(shape: S) =>
  z.string().transform((text, ctx) => {
    const parsed = parseJsonField(text, shape);
    if (parsed.error) {
      const { message, detail } = parsed.error;
      ctx.addIssue({ code: 'custom', message: detail ? `${message}\n${detail}` : message });
      return z.NEVER;
    }
    return parsed.value as S extends 'array' ? unknown[] : Record<string, unknown>;
  });

/** Edit schedule: an empty expression is sent as null (not scheduled); a bad one is refused as the server would. */
export const scheduleForm = z.object({
  cron_schedule: z
    .string()
    .superRefine((text, ctx) => {
      const check = text.trim() ? checkCron(text) : ({ ok: true } as const);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: invalidCronDetail(text.trim(), check.reason) });
    })
    .transform((text): string | null => text.trim() || null)
    .pipe(scheduleChange.shape.cron_schedule),
  job_enabled: z.boolean(),
  job_comments: z
    .string()
    .transform((text): string | null => text.trim() || null)
    .pipe(scheduleChange.shape.job_comments.unwrap()),
});
export type ScheduleFormInput = z.input<typeof scheduleForm>;
export type ScheduleFormValues = z.output<typeof scheduleForm>;

export const scheduleDefaults = (job: CronJobRow): ScheduleFormInput => ({
  cron_schedule: job.cron_schedule ?? '',
  job_enabled: job.job_enabled,
  job_comments: job.comments ?? '',
});

/** Edit kwargs: a JSON object. */
export const kwargsForm = z.object({ changing_kwargs: jsonText('object') });
export type KwargsFormInput = z.input<typeof kwargsForm>;
export type KwargsFormValues = z.output<typeof kwargsForm>;

/** Run now: args a JSON array, kwargs a JSON object; both start as the variant's. */
export const runNowForm = z.object({ args: jsonText('array'), changing_kwargs: jsonText('object') });
export type RunNowFormInput = z.input<typeof runNowForm>;
export type RunNowFormValues = z.output<typeof runNowForm>;

export const runNowDefaults = (job: CronJobRow): RunNowFormInput => ({
  args: prettyJson(job.args),
  changing_kwargs: prettyJson(job.changing_kwargs),
});

/**
 * A form's control as TextControl (shared/ui) takes it: the fields edit the typed text, so what the resolver turns
 * the text into on submit does not matter to them.
 */
export const textControl = <T extends FieldValues, O>(control: Control<T, unknown, O>) =>
  control as unknown as Control<T>;
