import rootPackage from '../../../../package.json' with { type: 'json' };

export const APP_VERSION: string = rootPackage.version;
