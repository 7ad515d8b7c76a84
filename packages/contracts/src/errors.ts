import { Type, type Static } from '@sinclair/typebox';

/** Every failed call answers this body, whatever its status. */
export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String({ description: 'Safe to show to the user' }),
  },
  { title: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;
