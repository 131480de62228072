/// The gallery of source-document scenarios.
public enum GalleryCore {}
