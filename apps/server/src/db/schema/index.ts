export * from './admin';
export * from './ads';
export * from './commerce';
export * from './files';
export * from './identity';
export * from './notifications';
export * from './reference';
export * from './reports';
