print("ab".center(6, "*"), "ab".ljust(5, "-"), "ab".rjust(5), "42".zfill(5), "-42".zfill(6), "abc".center(6))
