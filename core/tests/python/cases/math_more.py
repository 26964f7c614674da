import math
print(math.fabs(-3), math.hypot(3, 4), math.isclose(0.1 + 0.2, 0.3), math.isnan(float("nan")), math.isinf(math.inf), math.factorial(10), math.gcd(12, 18))
print(math.atan2(1, 1), math.degrees(math.pi), math.radians(180), math.pow(2, 3), math.copysign(1, -0.0))
