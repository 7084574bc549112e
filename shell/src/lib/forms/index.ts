import './forms.css';

export {
  TextField,
  TextAreaField,
  SelectField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
} from './field';
export { FileField, type FileFieldProps } from './file-field';
export {
  EmailField,
  PasswordField,
  type EmailFieldProps,
  type PasswordFieldProps,
} from './password-field';
export { FormMessage } from './form-message';
export { isEmail } from './validation';
export { useUnsavedChanges } from './use-unsaved-changes';
export {
  useForm,
  type Form,
  type FieldBinding,
  type FilesBinding,
  type UseFormOptions,
} from './use-form';
export {
  FormChecker,
  formCheck,
  formProblem,
  fieldErrorsOf,
  requiredFieldsMessage,
  type FieldError,
  type FieldErrors,
  type FormCheck,
} from './form-check';
export { useSessionDraft } from './use-session-draft';
