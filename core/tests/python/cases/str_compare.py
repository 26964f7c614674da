print("apple" < "banana", "Z" < "a", "abc" == "abc", "a" * 3 == "aaa")
