import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { Course } from '@vo/domain';
import { localized } from '@/lib/localized';
import { CataloguePhoto } from '@/components/bookings/catalogue-photo';
import { Facts } from '@/components/ui/facts';
import { SeatsAndReserve } from './seats-and-reserve';

/** A course of an Epicos programme: when, where (a place, online or both), price and seats left. */
export function CourseCard({ course }: { course: Course }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const title = localized(course.title, i18n.language);
  const where = [course.place, course.onlineLink ? t('catalogue.online') : null].filter(Boolean).join(' · ');
  return (
    <Card withBorder radius="md" padding="md" data-testid="course-card" data-course-id={course.id}>
      <Card.Section>
        <CataloguePhoto path={course.photo} alt={title} height={140} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {localized(course.description, i18n.language)}
        </Text>
        <Facts
          facts={[
            { label: t('catalogue.date'), value: format.dateTime(course.dateAt, 'long') },
            { label: t('catalogue.where'), value: where },
            { label: t('catalogue.price'), value: format.euros(course.price) },
            { label: t('catalogue.deposit'), value: format.euros(course.deposit) },
          ]}
        />
        {course.onlineLink && (
          <Anchor href={course.onlineLink} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('catalogue.onlineLink')}
          </Anchor>
        )}
        <SeatsAndReserve type="course" item={course} title={title} />
      </Stack>
    </Card>
  );
}
