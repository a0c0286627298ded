export * from './admin';
export * from './ads';
export * from './commerce';
export * from './identity';
export * from './notifications';
export * from './reference';
