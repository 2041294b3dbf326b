export * from './auth/email.ts';
export * from './auth/roles.ts';
export * from './system/system.schema.ts';
