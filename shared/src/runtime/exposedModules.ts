import type { BusEvents } from 'page-singleton/bus';

/** What the shell passes to a drawer's content. */
export interface DrawerContentProps {
  /** closes the drawer */
  closeDrawer?: () => void;
  /** the back-to-list flag of the inspiration and planner drawers: true while one item is shown */
  backToList?: boolean;
}

/** A page takes only what every parcel gets (location, navigator, route params, query). */
export type PageProps = Record<never, never>;

export type ExposedKind = 'page' | 'drawer' | 'widget';

/** One exposed module: its kind at run time, its props as a type only. */
export interface Exposed<P, K extends ExposedKind = ExposedKind> {
  readonly kind: K;
  /** never set: carries the props type */
  readonly props?: P;
}

const page: Exposed<PageProps, 'page'> = { kind: 'page' };
const drawer: Exposed<DrawerContentProps, 'drawer'> = { kind: 'drawer' };
const widget = <P>(): Exposed<P, 'widget'> => ({ kind: 'widget' });

/**
 * Every module each remote exposes, with the props it takes: the one registry the exposing and the using side
 * both compile against. A remote's webpack `exposes` must list exactly its names (exposedModules.test.ts), its
 * exposed files wrap their component with `exposeParcel(remote, module, Component)` (the compiler checks the
 * component takes these props), and `<RemoteWidget remote module extra>` checks the caller passes them. Removing
 * a module or changing a prop here fails the build of every side that no longer agrees.
 */
export const EXPOSED_MODULES = {
  mf_auth: {
    UserFormPage: page,
    EmailVerifyPage: page,
    LoginPopup: widget<{ openRequest?: BusEvents['auth:open-login'] }>(),
  },
  mf_discovery: {
    HomePage: page,
    SearchPage: page,
    PlacePage: page,
    FilterDrawer: drawer,
    PopupSearch: drawer,
  },
  mf_experience: {
    ExperiencePage: page,
    EditPage: page,
    MyExperiencesPage: page,
    PublishPage: page,
    UploadPage: page,
    UserExperiencesPage: page,
  },
  mf_planner: {
    InspirationPage: page,
    PlansPage: page,
    PlannerPage: page,
    SharedPlanPage: page,
    InvitationPage: page,
    InspirationDrawer: drawer,
    PlannerDrawer: drawer,
    SaveToInspiration: widget<{ placeId: number | string; mode?: 'icon' | 'Button'; placeName?: string }>(),
    AddToPlan: widget<{
      placeId: number | string;
      /** a plan to add to, with where (from the place page's query: planId, action, onPlaceId) */
      planId?: number | string | null;
      action?: string | null;
      onPlaceId?: number | string | null;
    }>(),
    AddExperienceToPlan: widget<{ experienceId: number | string }>(),
    GuestMigration: widget<PageProps>(),
  },
  mf_profile: {
    FavoritesPage: page,
    HistoryPage: page,
    EditProfilePage: page,
    ChangePasswordPage: page,
    PostPage: page,
    UserPostsPage: page,
    ModerationPage: page,
    ProfileDrawer: drawer,
    PlacePosts: widget<{ placeId: number }>(),
  },
} as const satisfies Record<string, Record<string, Exposed<unknown>>>;

type Registry = typeof EXPOSED_MODULES;
export type RemoteName = keyof Registry;
export type ExposedName<R extends RemoteName> = keyof Registry[R] & string;
export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> =
  Registry[R][M] extends Exposed<infer P, ExposedKind> ? P : never;

/** A link to one exposed module: a remote and a name it exposes (the shell's routes and drawers). */
export type ExposedRef<K extends ExposedKind = ExposedKind> = {
  [R in RemoteName]: {
    [M in ExposedName<R>]: Registry[R][M] extends { kind: K } ? { remote: R; module: M } : never;
  }[ExposedName<R>];
}[RemoteName];

/** Mounting one exposed module with its props: required when it has a required prop. */
export type ExposedMount = {
  [R in RemoteName]: {
    [M in ExposedName<R>]: { remote: R; module: M } & (PageProps extends ExposedProps<R, M>
      ? { extra?: ExposedProps<R, M> }
      : { extra: ExposedProps<R, M> });
  }[ExposedName<R>];
}[RemoteName];
