export * from './i18n';
export * from './money';
export * from './payments';
export * from './schemas/auth';
export * from './schemas/fields';
export * from './schemas/violations';
export * from './taxes';
