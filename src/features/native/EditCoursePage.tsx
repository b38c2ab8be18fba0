/**
 * /edit-course/{courseId}, in the native app only (spec §2): the course editor of /shared-content
 * (?course=<id> on the web) on a screen of its own; saving or cancelling goes back to the courses.
 */
import { useNavigate, useParams } from "react-router";
import type { ScreenProps } from "../../app/screen";
import { Card } from "../../components/ui/Card";
import { CourseEditor, useSharingTranslation } from "../sharing";
import { TeacherScreen } from "../teaching";

export default function EditCoursePage({ titleKey }: ScreenProps) {
  const { t } = useSharingTranslation();
  const { courseId = "" } = useParams();
  const navigate = useNavigate();
  return (
    <TeacherScreen titleKey={titleKey} notTeacher={{ message: t("teacher.learnerOnly"), openProfile: t("teacher.openProfile") }}>
      {(userId) => (
        <Card>
          <CourseEditor userId={userId} courseId={courseId} onDone={() => void navigate("/shared-content")} />
        </Card>
      )}
    </TeacherScreen>
  );
}
