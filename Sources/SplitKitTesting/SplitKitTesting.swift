/// Host-neutral test support for SplitKit: manual clock, engine recorders and observation,
/// cell-sized engine fixtures and text snapshots.
public enum SplitKitTesting {}
