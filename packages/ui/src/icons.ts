// Icons, an entry point of their own: each app bundles only the ones it draws.
export * from './components/icons';
