import type { LoginForm as LoginValues, loginForm } from '@marketdesk/contracts/auth';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Button, CircularProgress, IconButton, Stack } from '@mui/material';
import { keyframes, styled } from '@mui/material/styles';
import {
  type AnimationEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useRef,
  useState,
} from 'react';

type Field = keyof LoginValues;
type Errors = Partial<Record<Field, string>>;

type Schema = typeof loginForm;
let schema: Schema | undefined;
/**
 * The form's schema (and zod with it, 25 kB gzipped) is not part of the page's first JavaScript (issue 30): it
 * loads when the user starts typing, or at the latest on submit.
 */
async function loadSchema(): Promise<Schema> {
  schema ??= (await import('@marketdesk/contracts/auth')).loginForm;
  return schema;
}

/** The schema's first message per field, or the parsed values when both are valid. */
function validate(loginForm: Schema, values: Record<Field, string>): { data?: LoginValues; errors: Errors } {
  const parsed = loginForm.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** Chrome's autofill shows a value the page cannot read yet: an animation says it happened, as MUI's InputBase does. */
const autoFill = keyframes`from { display: block; }`;
const autoFillCancel = keyframes`to { display: block; }`;
const outlineColor = 'rgba(0, 0, 0, 0.23)';

/**
 * MUI's outlined TextField drawn by one styled box (the same sizes, colours, floating label, notched outline and
 * transitions): FormControl, InputLabel, OutlinedInput (InputBase, TextareaAutosize), InputAdornment and
 * FormHelperText weigh 6 kB gzipped that the sign-in page, the first one downloaded, does without (issue 17 item 10).
 * The box says data-focused, data-shrink (the label floats: focused, filled or autofilled), data-error and
 * data-adorned (a button at the end).
 */
const FieldBox = styled('div')(({ theme }) => {
  const transition = (props: string[], duration: number, delay = 0) =>
    theme.transitions.create(props, { duration, easing: theme.transitions.easing.easeOut, delay });
  const { palette } = theme;
  return {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    width: '100%',
    '& > label': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.secondary,
      display: 'block',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      padding: 0,
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      pointerEvents: 'none',
      maxWidth: 'calc(100% - 24px)',
      transform: 'translate(14px, 16px) scale(1)',
      transition: transition(['color', 'transform', 'max-width'], theme.transitions.duration.shorter),
    },
    '&[data-shrink] > label': {
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '&[data-focused] > label': { color: palette.primary.main },
    '&[data-error] > label': { color: palette.error.main },
    '& > div': {
      ...theme.typography.body1,
      color: palette.text.primary,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      width: '100%',
      borderRadius: theme.shape.borderRadius,
      '&:hover > fieldset': { borderColor: palette.text.primary },
      '@media (hover: none)': { '&:hover > fieldset': { borderColor: outlineColor } },
    },
    '& input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      animationName: autoFillCancel,
      animationDuration: '10ms',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:-webkit-autofill': { animationDuration: '5000s', animationName: autoFill, borderRadius: 'inherit' },
    },
    // The end adornment (InputAdornment position="end" around an IconButton edge="end").
    '&[data-adorned] > div': { paddingRight: 14 },
    '&[data-adorned] input': { paddingRight: 0 },
    '& button': { marginLeft: 8 },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: outlineColor,
      overflow: 'hidden',
      minWidth: '0%',
    },
    '&[data-focused] > div > fieldset': { borderColor: palette.primary.main, borderWidth: 2 },
    '&[data-error] > div > fieldset': { borderColor: palette.error.main },
    // The gap in the outline under the floating label: an invisible copy of the label gives its width.
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      whiteSpace: 'nowrap',
      maxWidth: 0.01,
      transition: transition(['max-width'], 50),
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    '&[data-shrink] legend': { maxWidth: '100%', transition: transition(['max-width'], 100, 50) },
    '& > p': {
      ...theme.typography.caption,
      color: palette.error.main,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
  };
});

/** An outlined text field that looks and reads like MUI's TextField (label, aria-invalid, helper text). */
function LoginField(props: {
  id: Field;
  label: string;
  type: string;
  autoComplete: string;
  autoFocus?: boolean;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: () => void;
  endAdornment?: ReactNode;
}) {
  const { id, label, error, inputRef } = props;
  const [focused, setFocused] = useState(false);
  const [filled, setFilled] = useState(false);
  const helperTextId = error ? `${id}-helper-text` : undefined;
  const on = (flag: boolean) => (flag ? '' : undefined);
  return (
    <FieldBox
      data-focused={on(focused)}
      data-shrink={on(focused || filled)}
      data-error={on(!!error)}
      data-adorned={on(!!props.endAdornment)}
    >
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {/* A click beside the input (its padding) focuses it, as InputBase does. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the input inside takes the keys */}
      <div
        onClick={(event: MouseEvent) => {
          if (event.currentTarget === event.target) inputRef.current?.focus();
        }}
      >
        <input
          id={id}
          name={id}
          type={props.type}
          autoComplete={props.autoComplete}
          // biome-ignore lint/a11y/noAutofocus: the sign-in page starts on its email, as it always did
          autoFocus={props.autoFocus}
          ref={inputRef}
          aria-invalid={!!error}
          aria-describedby={helperTextId}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(event) => {
            setFilled(event.target.value !== '');
            props.onChange();
          }}
          onAnimationStart={(event: AnimationEvent<HTMLInputElement>) =>
            setFilled(event.animationName === autoFill.name || event.currentTarget.value !== '')
          }
        />
        {props.endAdornment}
        <fieldset aria-hidden>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {error && <p id={helperTextId}>{error}</p>}
    </FieldBox>
  );
}

/**
 * Email and password with the validation texts of spec 01 section 5: checked on submit (the first invalid field
 * takes the focus), then again on every change, as react-hook-form did before without its 14 kB on this page.
 */
export function LoginForm({
  onSubmit,
  submitting,
}: {
  onSubmit: (v: LoginValues) => void;
  submitting: boolean;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const read = () => ({ email: email.current?.value ?? '', password: password.current?.value ?? '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const { data, errors: found } = validate(await loadSchema(), read());
    setErrors(found);
    if (data) onSubmit(data);
    else (found.email ? email : password).current?.focus();
  };
  const revalidate = (field: Field) => async () => {
    if (!submitted.current) {
      void loadSchema();
      return;
    }
    const message = validate(await loadSchema(), read()).errors[field];
    setErrors((current) => ({ ...current, [field]: message }));
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Sign in">
      <LoginField
        id="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email}
        inputRef={email}
        onChange={revalidate('email')}
      />
      <LoginField
        id="password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password}
        inputRef={password}
        onChange={revalidate('password')}
        endAdornment={
          <IconButton
            aria-label="toggle password visibility"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
            edge="end"
          >
            {showPassword ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Sign In
      </Button>
    </Stack>
  );
}
