/** The front-end build id this page was built with (DefinePlugin). */
declare const __APP_JS__: string;
