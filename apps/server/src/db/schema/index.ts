export * from './auth';
export * from './geography';
export * from './mail';
export * from './memberships';
export * from './profiles';
export * from './settings';
export * from './users';
export * from './network';
