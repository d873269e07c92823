import { useParams } from 'react-router';
import { ReviewDocument } from '../../features/curriculum/components/review-document';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /revisao/{token} (public, decision 0186): a resume shared for review, the document only. */
export function ReviewLinkPage() {
  const { token = '' } = useParams();
  useDocumentTitle('Currículo para revisão');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <ReviewDocument token={token} />
    </div>
  );
}
