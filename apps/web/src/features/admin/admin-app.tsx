export * from './admin-shell';
export { AgencyPage } from './pages/agency-page';
export { AdminHomePage } from './pages/home-page';
export { LoginPage } from './pages/login-page';
export { RolesPage } from './pages/roles-page';
export { SettingsPage } from './pages/settings-page';
export { TenantsPage } from './pages/tenants-page';
export { UsersPage } from './pages/users-page';
