print("abc".startswith("a"), "abc".endswith(("x", "c")), "123".isdigit(), "abc".isalpha(), "a1".isalnum(), "  ".isspace())
