parts = ["a", "b"]
print("-".join(parts))
nums = [1, 2, 3]
line = ", ".join(nums)
