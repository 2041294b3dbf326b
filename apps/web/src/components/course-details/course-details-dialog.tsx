import { formatCourseDuration } from '@complyra/core/format/format-numbers';
import { splitCommaList } from '@complyra/core/courses/comma-list';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';

/** What the dialog shows; lists may come as the API's comma-separated text or already split. */
export type CourseDetails = {
  title: string;
  description: string;
  learningObjectives: string | string[];
  tags: string | string[];
  duration?: number;
  materialUrl?: string | null;
};

type CourseDetailsDialogProps = {
  course: CourseDetails | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Super users see no properties section (spec 000: "properties are hidden for superusers"). */
  hideProperties?: boolean;
  /** A super user with a material URL gets a button that opens the material in a new tab. */
  showMaterialLink?: boolean;
  /** The properties and points-of-contact section (with its 'Edit Properties' button), admin side. */
  children?: ReactNode;
};

const asList = (value: string | string[]) => (Array.isArray(value) ? value : splitCommaList(value));

/**
 * The course details dialog shared by the super user's catalogue and the organization admin: title,
 * description, learning objectives and tags, then whatever properties section the caller plugs in.
 */
export function CourseDetailsDialog({
  course,
  open,
  onOpenChange,
  hideProperties = false,
  showMaterialLink = false,
  children,
}: CourseDetailsDialogProps) {
  const objectives = course ? asList(course.learningObjectives) : [];
  const tags = course ? asList(course.tags) : [];
  return (
    <Dialog open={open && course !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="leading-snug">{course?.title}</DialogTitle>
          <DialogDescription className="whitespace-pre-line">{course?.description}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="course-details-objectives" className="space-y-2">
          <h3 id="course-details-objectives" className="font-medium text-sm">
            Learning Objectives
          </h3>
          {objectives.length ? (
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground text-sm">
              {objectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">-</p>
          )}
        </section>
        <section aria-labelledby="course-details-tags" className="space-y-2">
          <h3 id="course-details-tags" className="font-medium text-sm">
            Tags
          </h3>
          <p className="text-muted-foreground text-sm">{tags.length ? tags.join(', ') : '-'}</p>
        </section>
        {course?.duration ? (
          <p className="text-muted-foreground text-sm">Duration: {formatCourseDuration(course.duration)}</p>
        ) : null}
        {!hideProperties && children}
        {showMaterialLink && course?.materialUrl ? (
          <DialogFooter>
            <Button asChild variant="outline">
              <a href={course.materialUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open Course Material
              </a>
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
