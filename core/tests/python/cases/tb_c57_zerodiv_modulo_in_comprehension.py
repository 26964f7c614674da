nums = [10, 20, 30]
divisors = [3, 0, 7]
print([n % d for n, d in zip(nums, divisors) if d])
print([n % d for n, d in zip(nums, divisors)])
