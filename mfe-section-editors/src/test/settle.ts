/** Lets a submit the Enter would have started (react-hook-form validates asynchronously) finish. */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
