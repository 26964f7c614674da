print("a" "b" c)
