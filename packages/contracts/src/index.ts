export * from './entities';
export * from './admin';
export * from './calls';
export * from './routes';
export * from './errors';
export * from './limits';
export * from './seo';
export * from './htmlPolicy';
