export { PublicLayout as default } from '../layout/PublicLayout';
