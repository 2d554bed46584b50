/**
 * The one error type the converters throw. `message` is always a sentence a
 * visitor can read as is; `code` lets a page react (e.g. send a legacy .doc to
 * the server) without parsing text.
 */
export type ConversionErrorCode =
  | "empty"
  | "too-large"
  | "wrong-type"
  | "corrupt"
  | "encrypted"
  | "legacy-doc"
  | "no-audio"
  | "unsupported"
  | "timeout"
  | "aborted";

export class ConversionError extends Error {
  readonly code: ConversionErrorCode;

  constructor(code: ConversionErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ConversionError";
    this.code = code;
  }
}

export const ABORTED_MESSAGE = "The conversion was cancelled.";

/** A file of the right type whose content cannot be read (the type messages are for files of another type). */
export const DAMAGED_FILE_MESSAGE = "This file could not be read; it may be damaged.";

export function isConversionError(error: unknown): error is ConversionError {
  return error instanceof ConversionError;
}

/** Keeps a ConversionError as is and wraps anything else (a library's error) as `corrupt`. */
export function toConversionError(error: unknown, corruptMessage = DAMAGED_FILE_MESSAGE): ConversionError {
  if (error instanceof ConversionError) return error;
  if (error instanceof DOMException && error.name === "AbortError") {
    return new ConversionError("aborted", ABORTED_MESSAGE, { cause: error });
  }
  return new ConversionError("corrupt", corruptMessage, { cause: error });
}
