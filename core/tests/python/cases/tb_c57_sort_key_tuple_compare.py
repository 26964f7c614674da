nums = [3, 1, 2]
nums.sort(key=lambda n: (n, None) if n != 2 else (n, "x"))
print(nums)
nums.sort(key=lambda n: [n, {}])
