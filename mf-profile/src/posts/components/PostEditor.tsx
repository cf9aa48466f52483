import type { Post, ReadRouteName } from 'shared';
import { usePostEditor } from '../hooks/usePostEditor';
import { PostEditorView } from './PostEditorView';

export interface PostEditorProps {
  placeId: number;
  /** the post being edited; absent → a new post */
  post?: Post | null;
  onSaved: (post: Post) => void;
  /** the cached reads `onSaved` puts the saved post into (not asked again after the save) */
  updatedHere?: readonly ReadRouteName[];
  onCancel?: () => void;
}

export function PostEditor({ placeId, post = null, onSaved, updatedHere, onCancel }: PostEditorProps) {
  const e = usePostEditor(placeId, post, onSaved, updatedHere);
  return (
    <PostEditorView
      editing={post !== null}
      values={e.values}
      uploads={e.uploads}
      saving={e.saving}
      error={e.error}
      ratingError={e.ratingError}
      onChange={e.setValues}
      onAddFiles={e.addFiles}
      videoError={e.videoError}
      onAddVideo={e.addVideo}
      onRotate={(k) => void e.rotate(k)}
      onRemove={e.remove}
      onAltChange={e.setAlt}
      onSubmit={() => void e.submit()}
      onCancel={onCancel}
    />
  );
}
