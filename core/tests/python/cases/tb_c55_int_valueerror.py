vals = ["12", " 7 ", "0x1f"]
nums = []
for v in vals:
    try:
        nums.append(int(v))
    except ValueError as e:
        print("error:", e)
        nums.append(int(v, 16))
print(nums)
print(int("3.5"))
