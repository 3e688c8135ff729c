import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ListStates } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { coursesQueryOptions } from '../api/get-courses';
import { CardGrid } from '@/components/ui/card-grid';
import { CourseCard } from '../components/course-card';
import { programmeOfSlug } from '@/lib/catalogue-paths';

/** Spec section 2, Epicos movement: the courses of one programme, by date. */
export function CoursesPage() {
  const { t } = useTranslation();
  const programme = programmeOfSlug(useParams().programme);
  const query = useQuery({ ...coursesQueryOptions(programme ?? 'lineOfLife'), enabled: programme !== undefined });
  if (!programme) return <Navigate to="/error/404" replace />;

  const courses = query.data?.items ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t(`catalogue.programmes.${programme}.title`)} subtitle={t(`catalogue.programmes.${programme}.subtitle`)} />
      <ListStates query={query} count={courses.length} emptyText={t('catalogue.noCourses')} emptyTestId="courses-empty">
        <CardGrid testId="courses">
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </CardGrid>
      </ListStates>
    </Stack>
  );
}

export { CoursesPage as Component };
