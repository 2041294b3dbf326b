import { type CatalogueCourse, courseLanguageOptions, courseMessages, languageName } from '@complyra/core/courses/courses.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Progress } from '../../../components/ui/progress';
import { Textarea } from '../../../components/ui/textarea';
import { refusalReason } from '../../../lib/api-client';
import { useCourseVoices } from '../api/get-course-voices';
import { useCreateCourse } from '../api/create-course';
import { useUpdateCourse } from '../api/update-course';
import { type CourseFormInput, type CourseFormOutput, courseFormSchema } from '../utils/course-form-schema';

type CourseFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Given: 'Edit Course' for this course (update mode). Absent: 'Add New Course'. */
  course?: CatalogueCourse | null;
};

function valuesOf(course: CatalogueCourse | null | undefined): CourseFormInput {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    tags: course?.tags ?? '',
    learningObjectives: course?.learningObjectives ?? '',
    language: course?.languageSetting ?? 'auto',
    courseMaterial: undefined,
  };
}

/** Under the language: the voice that speaks it ("Voice: Flite rms (English)"), once the server has said. */
function voiceLine(voices: Record<string, string> | undefined, language: string): string | null {
  if (!voices) return null;
  if (language === 'auto') return voices.en ? `Voice: follows the detected language (English: ${voices.en})` : null;
  return voices[language] ? `Voice: ${voices[language]} (${languageName(language)})` : null;
}

/** Under the language: what detection found (once the deck was read), and what changing it does. */
function languageHint(course: CatalogueCourse | null | undefined): string {
  if (!course) return 'The narration, its voice and its subtitles follow this language.';
  const detected = course.languageSetting === 'auto' && course.slidesTotal > 0 ? `Detected: ${languageName(course.language)}. ` : '';
  return `${detected}A different language makes the narration again from the current material.`;
}

/** Mounted fresh for each opening (see key in the caller), so the values always match the course. */
export function CourseFormDialog({ open, onOpenChange, course }: CourseFormDialogProps) {
  const id = useId();
  const mode = course ? 'update' : 'create';
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const createCourse = useCreateCourse(setUploadPercent);
  const updateCourse = useUpdateCourse(setUploadPercent);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CourseFormInput, unknown, CourseFormOutput>({
    resolver: zodResolver(courseFormSchema(mode)),
    defaultValues: valuesOf(course),
  });
  const isBusy = createCourse.isPending || updateCourse.isPending;
  const voice = voiceLine(useCourseVoices().data?.voices, watch('language'));

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setUploadPercent(0);
    try {
      if (course) {
        await updateCourse.mutateAsync({ id: course.id, values });
        toast.success(courseMessages.updated);
      } else {
        await createCourse.mutateAsync(values);
        toast.success(courseMessages.created);
      }
      onOpenChange(false);
    } catch (error) {
      // A refused upload (wrong file, too large, unreadable) says why; show it where the file was chosen.
      const reason = refusalReason(error);
      setServerError(reason);
      const failed = course ? courseMessages.updateFailed : courseMessages.createFailed;
      toast.error(failed, reason ? { description: reason } : undefined);
    } finally {
      setUploadPercent(null);
    }
  });

  const errorId = (name: string) => `${id}-${name}-error`;
  const fieldProps = (name: keyof CourseFormInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
    disabled: isBusy,
  });
  const fieldError = (name: keyof CourseFormInput) =>
    errors[name]?.message ? (
      <p id={errorId(name)} className="text-destructive text-sm">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={(next) => !isBusy && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{course ? 'Edit Course' : 'Add New Course'}</DialogTitle>
          <DialogDescription>
            {course
              ? 'Change the course details. Choose a new file only to replace the material.'
              : 'Upload a slide deck; it is turned into a narrated course.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-title`}>Course Title</Label>
            <Input placeholder="Anti-bribery essentials" {...fieldProps('title')} {...register('title')} />
            {fieldError('title')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>Course Description</Label>
            <Textarea rows={3} {...fieldProps('description')} {...register('description')} />
            {fieldError('description')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-tags`}>Tags (comma-separated)</Label>
            <Input placeholder="ethics, finance" {...fieldProps('tags')} {...register('tags')} />
            {fieldError('tags')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-learningObjectives`}>Learning Objectives (comma-separated)</Label>
            <Textarea
              rows={2}
              placeholder="Recognise a bribe, Report a concern"
              {...fieldProps('learningObjectives')}
              {...register('learningObjectives')}
            />
            {fieldError('learningObjectives')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-language`}>Course Language</Label>
            <select
              className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
              {...fieldProps('language')}
              {...register('language')}
            >
              {courseLanguageOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <p className="text-muted-foreground text-xs">{languageHint(course)}</p>
            {voice ? <p className="text-muted-foreground text-xs">{voice}</p> : null}
            {fieldError('language')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-courseMaterial`}>Course Material</Label>
            <Controller
              control={control}
              name="courseMaterial"
              render={({ field }) => (
                <Input
                  {...fieldProps('courseMaterial')}
                  type="file"
                  accept=".pdf,.pptx"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    setServerError(null);
                    field.onChange(event.target.files?.[0] ?? undefined);
                  }}
                  className="cursor-pointer file:mr-3 file:cursor-pointer"
                />
              )}
            />
            <p className="text-muted-foreground text-xs">
              {course ? 'Optional: leave empty to keep the current material. ' : ''}Accepted: .pdf, .pptx
            </p>
            {fieldError('courseMaterial')}
          </div>
          {uploadPercent !== null && (
            <div className="space-y-1.5" role="status" aria-live="polite">
              <Progress value={uploadPercent} aria-label="Upload progress" />
              <p className="text-muted-foreground text-xs">
                {uploadPercent < 100 ? `Uploading... ${uploadPercent}%` : 'Upload complete, saving the course...'}
              </p>
            </div>
          )}
          {serverError && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive text-sm">
              {serverError}
            </p>
          )}
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" disabled={isBusy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              {isBusy && <Loader2 className="animate-spin" aria-hidden="true" />}
              {course ? 'Update Course' : 'Create Course'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
