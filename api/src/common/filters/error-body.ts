export interface FieldError {
  field: string;
  message: string;
}

/** The one error shape of the API contract: `message` is always a sentence a client can show as is. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldError[];
}
