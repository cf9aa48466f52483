/**
 * The router, translation, parcel and server-data bindings every module renders with, re-exported by name from the page
 * singleton.
 *
 * React Router and react-i18next hand their state to components through React contexts, and a context only
 * reaches components built from the same copy of the library: a page with two copies shows a link that throws
 * "useHref() may be used only in the context of a <Router>". single-spa keeps the page's parcels in module state, TanStack Query its observers' link to
 * the page's one cache (`queryClient`).
 * So they must be one instance per page, like the store. Being part of `page-singleton` (rather than federation
 * singletons of their own) means each is bundled
 * with only the names listed here: a library shared on its own is bundled whole, because the module that
 * provides it cannot know what a remote built later will import (React Router's data routers alone are about
 * two thirds of it). A remote that needs a name missing here needs a newer singleton: add it here, and the
 * singleton's version check (singleton.test.ts) asks for the version step.
 *
 * react-error-boundary's `ErrorBoundary` needs no single instance: a boundary and the parcel it guards are in one
 * module and one React root. It is here for its size: every module that mounts a parcel (the shell, and each remote
 * a page shows: their RemoteRoot and RemoteWidget) would bundle its own copy, where the page singleton carries one
 * for the whole page (~0.55 KB compressed once instead of once per module on the page).
 *
 * Application code imports these from `page-singleton`, never from the libraries (lint enforces it); tests may
 * use the libraries' test tools (`MemoryRouter`) directly: under Jest there is one copy of everything.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, Navigator } from 'react-router-dom';
export { I18nextProvider, useTranslation } from 'react-i18next';
export { mountRootParcel } from 'single-spa';
export { default as singleSpaReact } from 'single-spa-react';
export { default as Parcel } from 'single-spa-react/parcel';
export { useQuery, useInfiniteQuery, useMutation } from '@tanstack/react-query';
export type { InfiniteData, UseQueryResult, UseInfiniteQueryResult, UseMutationResult } from '@tanstack/react-query';
export { ErrorBoundary } from 'react-error-boundary';
export type { FallbackProps } from 'react-error-boundary';
