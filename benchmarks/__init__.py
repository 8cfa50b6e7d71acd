"""Benchmarks: ``python -m benchmarks [NAME ...]`` (or ``make bench``) prints one table per module.

Each ``bench_*.py`` module exposes ``run(quick: bool) -> list[Row]``; every row carries a
reference measured in the same run, so ratios stay meaningful on a noisy machine.
"""
