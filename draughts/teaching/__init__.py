"""The teaching model: stages, exercises, and the progress a learner keeps."""
