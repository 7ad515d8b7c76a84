import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * `GET /geo/reverse?lat&lon`: the first-level area (state, province) around a point. Every
 * field is null where nothing is known (the open sea). `county` and `city` come only from a
 * geocoding service (GEOCODER_URL); the offline data knows states and their regions.
 */
export const ReverseGeocodeResponse = Type.Object(
  {
    success: Type.Literal(true),
    state: Nullable(Type.String()),
    region: Nullable(Type.String()),
    county: Nullable(Type.String()),
    city: Nullable(Type.String()),
    country: Nullable(Type.String()),
    countryCode: Nullable(Type.String({ description: 'ISO 3166-1 alpha-2, upper case' })),
    source: Type.Union([Type.Literal('offline'), Type.Literal('geocoder')]),
  },
  { title: 'ReverseGeocodeResponse' },
);
export type ReverseGeocodeResponse = Static<typeof ReverseGeocodeResponse>;
