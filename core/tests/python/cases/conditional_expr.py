x = 3
print("big" if x > 2 else "small", "even" if x % 2 == 0 else "odd")
