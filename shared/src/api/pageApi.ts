import { ApiClient } from './client';
import { currentLanguage, notifyAppJs, pageHttp } from 'page-singleton';

/**
 * The API client every module uses. Each copy of `shared` has its own, with its own route table, and all send
 * through the page's connection and feed the page's app-update check.
 */
export const api = new ApiClient({ http: pageHttp, language: currentLanguage, onAppJs: notifyAppJs });
