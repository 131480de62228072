print("splitkit-demo: not yet implemented")
