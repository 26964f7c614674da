scores = {"a": 3, "b": 7, "c": 5}
best = max(scores, key=lambda k: scores[k])
print(best, scores[best], min(scores.values()))
