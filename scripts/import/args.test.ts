import { describe, expect, it } from "vitest";
import { DEFAULT_BATCH_SIZE, parseArgs, UsageError } from "./args";

describe("parseArgs", () => {
  it("reads the project, dataset, dry-run flag and batch size", () => {
    expect(parseArgs(["--project", "abc123", "--dataset", "production", "--dry-run", "--batch-size", "20"])).toEqual({
      help: false,
      projectId: "abc123",
      dataset: "production",
      dryRun: true,
      batchSize: 20,
      force: false,
    });
  });

  it("accepts --name=value and defaults to the standard batch size without a dry run", () => {
    expect(parseArgs(["--project=abc123", "--dataset=staging_2"])).toEqual({
      help: false,
      projectId: "abc123",
      dataset: "staging_2",
      dryRun: false,
      batchSize: DEFAULT_BATCH_SIZE,
      force: false,
    });
  });

  it("answers --help whatever else is given", () => {
    expect(parseArgs(["--help"])).toEqual({ help: true });
    expect(parseArgs(["--dataset", "x", "--help"])).toEqual({ help: true });
  });

  it.each([
    [[], "Missing --project and --dataset."],
    [["--dataset", "production"], "Missing --project."],
    [["--project", "--dataset", "production"], "--project needs a value."],
    [["--project", "abc", "--dataset"], "--dataset needs a value."],
    [["--project", "abc", "--project", "def", "--dataset", "x"], "--project is given more than once."],
    [["--project", "abc", "--dataset", "x", "--batch-size", "0"], `--batch-size must be a whole number of at least 1 (got "0").`],
    [
      ["--project", "abc", "--dataset", "x", "--batch-size", "2.5"],
      `--batch-size must be a whole number of at least 1 (got "2.5").`,
    ],
    [
      ["--project", "abc", "--dataset", "x", "--batch-size", "-5"],
      `--batch-size must be a whole number of at least 1 (got "-5").`,
    ],
    [
      ["--project", "abc", "--dataset", "x", "--batch-size", "ten"],
      `--batch-size must be a whole number of at least 1 (got "ten").`,
    ],
    [["--project", "abc", "--dataset", "x", "--dry-run=yes"], `--dry-run takes no value (got "--dry-run=yes").`],
    [["--project", "abc", "--dataset", "x", "--overwrite"], `Unknown option "--overwrite".`],
    [["--project", "abc", "--dataset", "x", "-n"], `Unknown option "-n".`],
    [["--project", "abc", "--dataset", "x", "production"], `Unexpected argument "production". Options are written --name value.`],
    [
      ["--project", "My_Project", "--dataset", "x"],
      `"My_Project" is not a Sanity project id: it uses lower-case letters, digits and dashes only.`,
    ],
    [["--project", "abc", "--dataset", "Production"], `"Production" is not a valid dataset name`],
    [["--project", "abc", "--dataset", "x".repeat(65)], `is not a valid dataset name`],
  ])("refuses %j", (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});
