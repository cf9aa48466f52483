import type { ParcelProps } from 'shared';
import { UploadView } from './components/UploadView';
import { VideoPreview } from './components/VideoPreview';
import { useUpload } from './hooks/useUpload';

/** `/experience/upload` (login required; the shell guards it). */
export function UploadPage({ durationTimeoutMs }: Partial<ParcelProps> & { durationTimeoutMs?: number }) {
  const u = useUpload();
  const preview = u.video ? (
    <VideoPreview
      key={`${u.video.type}:${u.video.id}`}
      videoType={u.video.type}
      videoId={u.video.id}
      onDuration={u.onPlayerDuration}
      onTimeout={u.typeDuration}
      timeoutMs={durationTimeoutMs}
    />
  ) : undefined;
  return (
    <UploadView
      link={u.link}
      onLinkChange={u.onLinkChange}
      onCheck={u.check}
      linkError={u.linkError}
      video={u.video}
      preview={preview}
      durationSource={u.durationSource}
      duration={u.duration}
      onDurationChange={u.onDurationChange}
      onTypeDuration={u.typeDuration}
      durationError={u.durationError}
      creating={u.creating}
      error={u.error}
      onCreate={() => void u.create()}
    />
  );
}
