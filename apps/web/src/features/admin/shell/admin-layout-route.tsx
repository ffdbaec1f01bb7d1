export { AdminLayout as Component } from './admin-layout';
