import Type from 'typebox';

/** The health routes' ok answer, naming the version being run. */
export const HealthBody = Type.Object({ status: Type.Literal('ok'), version: Type.String() });
export type HealthBody = Type.Static<typeof HealthBody>;
