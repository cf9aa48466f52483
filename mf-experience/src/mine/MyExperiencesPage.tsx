import { MineView } from './components/MineView';
import { useMine } from './hooks/useMine';

/** `/my/experiences` (login required; the shell guards it). */
export function MyExperiencesPage() {
  const m = useMine();
  return (
    <MineView
      state={m.state}
      onRetry={m.retry}
      onVisibilityChange={(e, v) => void m.changeVisibility(e, v)}
      pending={m.pending}
      rowErrors={m.rowErrors}
      confirming={m.confirming}
      onAskDelete={m.askDelete}
      onCancelDelete={m.cancelDelete}
      onConfirmDelete={() => void m.confirmDelete()}
      deleting={m.deleting}
      deleteError={m.deleteError}
    />
  );
}
