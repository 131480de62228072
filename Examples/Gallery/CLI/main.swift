print("gallery: not yet implemented")
