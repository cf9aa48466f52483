/** The front-end build id this page was built with (DefinePlugin). */
declare const __APP_JS__: string;
/** The build has a service worker at /sw.js (a production build of the shell; DefinePlugin). */
declare const __SERVICE_WORKER__: boolean;
