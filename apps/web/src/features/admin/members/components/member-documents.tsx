import { Divider, Stack } from '@mantine/core';
import { MEMBER_MEDIA_KINDS } from '@vo/domain';
import { Fragment } from 'react';
import { useMediaObjects } from '@/api/get-media-objects';
import { DocumentRow } from '@/components/documents/document-row';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageLoader } from '@/components/ui/page-loader';

/** The member's identity and bank documents and photo, for checking them: download only, the member changes them. */
export function MemberDocuments({ memberId }: { memberId: number }) {
  const files = useMediaObjects(memberId);
  if (files.isPending) return <PageLoader h={120} />;
  if (files.isError) return <ErrorAlert error={files.error} />;
  return (
    <Stack gap={0} data-testid="admin-member-documents">
      {MEMBER_MEDIA_KINDS.map((kind, index) => (
        <Fragment key={kind}>
          {index > 0 && <Divider />}
          <DocumentRow kind={kind} file={files.data.get(kind)} changeable={false} />
        </Fragment>
      ))}
    </Stack>
  );
}
